import { draftsDepsFrom } from '../modules/drafts/drafts.deps.js';
import { nextPickDeadline, runDuePick } from '../modules/drafts/drafts.service.js';
import { sweepPresence } from '../realtime/presence.js';
// Presence rows of streams whose instance died are dropped now and then.
const SWEEP_EVERY_MS = 10 * 60 * 1000;
export function createDraftClock(deps, options = {}) {
    const pollMs = options.pollMs ?? 1000;
    const batch = options.batch ?? 500;
    const drafts = draftsDepsFrom(deps);
    const log = deps.logger.child({ component: 'draft-clock' });
    let running = false;
    let timer;
    let timerAt = Infinity;
    let inFlight;
    let again = false;
    let lastSweep = 0;
    const schedule = (at) => {
        if (!running)
            return;
        const when = Math.min(at, Date.now() + pollMs);
        if (timer && timerAt <= when)
            return;
        if (timer)
            clearTimeout(timer);
        timerAt = when;
        timer = setTimeout(() => {
            timer = undefined;
            timerAt = Infinity;
            void tick();
        }, Math.max(0, when - Date.now()));
    };
    const runDue = async () => {
        let moved = 0;
        while (moved < batch && (await runDuePick(deps.db, drafts)))
            moved++;
        return moved;
    };
    const tick = async () => {
        if (inFlight) {
            again = true;
            return inFlight;
        }
        inFlight = (async () => {
            let next = Date.now() + pollMs;
            try {
                do {
                    again = false;
                    const moved = await runDue();
                    if (moved >= batch)
                        again = true;
                } while (again && running);
                const deadline = await nextPickDeadline(deps.db);
                if (deadline)
                    next = Math.min(next, deadline.getTime());
                if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
                    lastSweep = Date.now();
                    await sweepPresence(deps.db);
                }
            }
            catch (err) {
                log.error({ err }, 'Draft clock failed; retrying');
            }
            finally {
                inFlight = undefined;
            }
            schedule(next);
        })();
        return inFlight;
    };
    const onDeadline = (at) => schedule(at.getTime());
    return {
        start() {
            if (running)
                return;
            running = true;
            drafts.deadlineListeners.add(onDeadline);
            // Picks that fell due while no worker ran are made now.
            void tick();
        },
        async stop() {
            running = false;
            drafts.deadlineListeners.delete(onDeadline);
            if (timer)
                clearTimeout(timer);
            timer = undefined;
            timerAt = Infinity;
            await inFlight;
        },
        runDue,
    };
}
//# sourceMappingURL=draft-clock.js.map