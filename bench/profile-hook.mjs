// Preloaded through NODE_OPTIONS="--import …/profile-hook.mjs" into agent processes, which the
// runner starts itself (Node 20 refuses --cpu-prof in NODE_OPTIONS). It records a V8 CPU profile
// with the inspector's Profiler domain and writes it, in the same .cpuprofile format as
// `node --cpu-prof`, to $BENCH_PROFILE_DIR/agent-<pid>.cpuprofile at exit. A same-thread
// inspector session answers synchronously, which is what lets the exit handler finish the write.
import { Session } from "node:inspector";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.start");
  process.on("exit", () => {
    session.post("Profiler.stop", (err, result) => {
      if (!err && result) writeFileSync(join(dir, `agent-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
