/**
 * Preloaded into a server by write-profile.ts (`node --import`): SIGUSR2 starts V8's CPU
 * profiler, the next SIGUSR2 stops it and writes the profile to CPU_PROFILE_OUT, so a profile
 * holds the measured seconds only (no start-up, set-up or warm-up).
 */
import inspector from 'node:inspector';
import { writeFileSync } from 'node:fs';
import process from 'node:process';

const session = new inspector.Session();
session.connect();
let running = false;
process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 200 }, () =>
        session.post('Profiler.start'),
      ),
    );
    return;
  }
  running = false;
  session.post('Profiler.stop', (error, result) => {
    if (error) throw error;
    writeFileSync(
      process.env.CPU_PROFILE_OUT ?? 'server.cpuprofile',
      JSON.stringify(result.profile),
    );
  });
});
