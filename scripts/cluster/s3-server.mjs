// The cluster's S3-compatible store: s3rver (the server the test suite uses) as a process of its
// own, so the cluster can stop it like any other service.
//   node scripts/cluster/s3-server.mjs PORT DIRECTORY BUCKET
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log(`s3rver listening on http://127.0.0.1:${port}, bucket ${bucket} in ${directory}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
