import { readEnv } from './settings';

describe('readEnv: the service variables (docs/operations.md)', () => {
  it('defaults: log level info, no metrics token, uploads in the folder', () => {
    const env = readEnv({});
    expect(env.logLevel).toBe('info');
    expect(env.metricsToken).toBeNull();
    expect(env.objectStore).toBeNull();
    expect(env.backupDir).toBeNull();
  });

  it('reads the object store with its defaults (region us-east-1, path-style addressing)', () => {
    const env = readEnv({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'kandang', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'rahasia' });
    expect(env.objectStore).toEqual({ endpoint: 'http://minio:9000', bucket: 'kandang', accessKeyId: 'id', secretAccessKey: 'rahasia', region: 'us-east-1', forcePathStyle: true });
    expect(readEnv({ S3_ENDPOINT: 'https://s3.amazonaws.com', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'i', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'ap-southeast-3', S3_FORCE_PATH_STYLE: 'false' }).objectStore).toMatchObject({
      region: 'ap-southeast-3',
      forcePathStyle: false,
    });
  });

  it('refuses a start with part of the object store, a short metrics token or an unknown log level', () => {
    expect(() => readEnv({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'kandang' })).toThrow('the object store also needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
    expect(() => readEnv({ METRICS_TOKEN: 'pendek' })).toThrow(/METRICS_TOKEN/);
    expect(() => readEnv({ LOG_LEVEL: 'cerewet' })).toThrow(/LOG_LEVEL/);
  });

  it('an empty METRICS_TOKEN (as docker compose passes an unset one) means none', () => {
    expect(readEnv({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(readEnv({ METRICS_TOKEN: 'x'.repeat(16) }).metricsToken).toBe('x'.repeat(16));
  });
});
