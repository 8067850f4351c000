import { BadRequestException, CallHandler, ExecutionContext, HttpException, Injectable, mixin, NestInterceptor, PayloadTooLargeException, Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Observable } from 'rxjs';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from './image-storage.service';

/**
 * Reads an optional image from the multipart part `field` into memory (at most 2 MB, one file) and
 * answers multer's problems in Indonesian: too large → 400 'Ukuran gambar maksimal 2 MB.', a file
 * under another field or a malformed body → 400. The content type is checked by ImageStorage.
 */
export function ImageUploadInterceptor(field = 'image'): Type<NestInterceptor> {
  const Multer = FileInterceptor(field, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 } });

  @Injectable()
  class Upload extends Multer {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (err) {
        if (err instanceof PayloadTooLargeException) throw new BadRequestException(IMAGE_TOO_LARGE);
        const text = err instanceof Error ? err.message : '';
        if (/unexpected/i.test(text)) throw new BadRequestException(`Berkas gambar harus dikirim pada field ${field}.`);
        if (err instanceof HttpException && err.getStatus() >= 500) throw err;
        throw new BadRequestException('Data formulir (multipart) tidak valid.');
      }
    }
  }
  return mixin(Upload);
}
