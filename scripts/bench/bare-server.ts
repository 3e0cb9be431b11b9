/** The baseline: a bare Express app answering "ok", measured in the same run as ours. */
import express from 'express';

const app = express();
app.get('/ok', (_req, res) => {
  res.send('ok');
});
const server = app.listen(Number(process.env.PORT ?? 0), () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
