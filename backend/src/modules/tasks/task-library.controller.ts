import { Body, Controller, Get, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnyTenantRole, Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { ImageUploadInterceptor } from '../../common/storage/image-upload.interceptor';
import { MainTaskBodyDto, MainTaskDto, SubTaskBodyDto, SubTaskDto, SubTaskFormDto, SubTaskQueryDto } from './dto/task-library.dto';
import { TaskLibraryService, UploadedImage } from './task-library.service';

const SubTaskForm = () => ApiBody({ type: SubTaskFormDto });
const Multipart = () => ApiConsumes('multipart/form-data', 'application/json');

/**
 * Task library (spec part 1 §2.11, §7 Task library). Read by every member of the farm (Tugas Info
 * shows main and sub tasks to every role); written by admins only (DESIGN §3).
 */
@ApiTags('tasks')
@ApiBearerAuth()
@Controller('tasks')
export class TaskLibraryController {
  constructor(private readonly library: TaskLibraryService) {}

  @Get('main')
  @AnyTenantRole()
  @ApiOperation({ summary: 'Main tasks of the tenant, by name. Every role of the farm (Tugas Info filters by main task).' })
  @ApiOkResponse({ type: [MainTaskDto] })
  listMain() {
    return this.library.listMain();
  }

  @Post('main')
  @Roles('admin')
  @ApiOperation({ summary: "Add a main task. 400 'Nama main task wajib diisi', 409 duplicate name." })
  @ApiOkResponse({ type: MainTaskDto })
  createMain(@Body() body: MainTaskBodyDto) {
    return this.library.createMain(body);
  }

  @Put('main/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Edit a main task (also Aktif/Nonaktif). 404 unknown id, 409 duplicate name.' })
  @ApiOkResponse({ type: MainTaskDto })
  updateMain(@PathId() id: number, @Body() body: MainTaskBodyDto) {
    return this.library.updateMain(id, body);
  }

  @Get('sub')
  @AnyTenantRole()
  @ApiOperation({ summary: 'Sub tasks with their main task name and image_url, by main task then name. Every role of the farm.' })
  @ApiOkResponse({ type: [SubTaskDto] })
  listSub(@Query() q: SubTaskQueryDto) {
    return this.library.listSub(q.main_id);
  }

  @Post('sub')
  @Roles('admin')
  @UseInterceptors(ImageUploadInterceptor('image'))
  @Multipart()
  @SubTaskForm()
  @ApiOperation({
    summary:
      "Add a sub task (multipart; optional image JPEG/PNG/WebP ≤ 2 MB). 400 'Pilih main task', 'Nama sub task wajib diisi', 'Durasi minimal 0 menit.', 'Ukuran gambar maksimal 2 MB.', 'Format gambar harus JPEG, PNG, atau WebP.'; 404 unknown main task; 409 duplicate name.",
  })
  @ApiOkResponse({ type: SubTaskDto })
  createSub(@Body() body: SubTaskBodyDto, @UploadedFile() image?: UploadedImage) {
    return this.library.createSub(body, image);
  }

  @Put('sub/:id')
  @Roles('admin')
  @UseInterceptors(ImageUploadInterceptor('image'))
  @Multipart()
  @SubTaskForm()
  @ApiOperation({ summary: 'Edit a sub task (multipart). A new image replaces the old one, remove_image=true drops it; the old file is deleted.' })
  @ApiOkResponse({ type: SubTaskDto })
  updateSub(@PathId() id: number, @Body() body: SubTaskBodyDto, @UploadedFile() image?: UploadedImage) {
    return this.library.updateSub(id, body, image);
  }
}
