/** Thrown when more work waits than the queue holds. */
export class QueueFullError extends Error {
  constructor() {
    super("Too many images are being made; try again shortly.");
    this.name = "QueueFullError";
  }
}

export interface FairQueueOptions {
  /** Tasks run at once. */
  concurrency: number;
  /**
   * Tasks of one client run at once. Below `concurrency`, a slot stays free for others however
   * much one client asks for, so a newcomer waits for no one's long task.
   */
  perClient: number;
  /**
   * Tasks waiting, all clients together. When they are as many, a client with fewer waiting than
   * the client with the most still gets in, and that client's newest waiting task fails with
   * `QueueFullError` instead (longest queue drop); otherwise `schedule` throws it.
   */
  maxQueued: number;
}

/** One scheduled task: its result, and a way for another client to wait for it too. */
export interface Ticket<T> {
  result: Promise<T>;
  /**
   * Another client waits for this task as well: it also waits in that client's line, and runs at
   * whichever turn comes first. Nothing happens once the task has started.
   */
  join(client: string): void;
}

interface Job {
  /** Started, or dropped: either way no line runs it any more. */
  started: boolean;
  clients: Set<string>;
  start(): Promise<unknown>;
  fail(error: Error): void;
}

interface Line {
  active: number;
  waiting: Job[];
}

/**
 * Runs at most `concurrency` tasks at a time, at most `perClient` of one client, and takes the
 * waiting ones client by client in turn (round robin), each client's in order: a client that
 * queues a hundred tasks delays another client's one task by at most one turn, not a hundred.
 * @example
 *   const renders = createFairQueue({ concurrency: 2, perClient: 1, maxQueued: 200 });
 *   const webp = await renders.schedule("203.0.113.7", () => sharp(input).webp().toBuffer()).result;
 */
export function createFairQueue({ concurrency, perClient, maxQueued }: FairQueueOptions) {
  const lines = new Map<string, Line>();
  /** Clients with waiting tasks, the next to be served first. */
  const turns: string[] = [];
  let active = 0;
  let queued = 0;

  const lineOf = (client: string) => {
    let line = lines.get(client);
    if (!line) {
      line = { active: 0, waiting: [] };
      lines.set(client, line);
    }
    return line;
  };

  const forgetIfIdle = (client: string) => {
    const line = lines.get(client);
    if (!line || line.active > 0 || turns.includes(client)) return;
    // Tasks another client's turn started, or dropped ones, wait no more.
    line.waiting = line.waiting.filter((job) => !job.started);
    if (line.waiting.length === 0) lines.delete(client);
  };

  function run(client: string, job: Job) {
    job.started = true;
    const line = lineOf(client);
    active += 1;
    line.active += 1;
    void job.start().finally(() => {
      active -= 1;
      line.active -= 1;
      forgetIfIdle(client);
      pump();
    });
  }

  /** Starts waiting tasks while slots are free, taking clients in turn. */
  function pump() {
    while (active < concurrency) {
      let next: { client: string; job: Job } | undefined;
      for (let index = 0; index < turns.length; index += 1) {
        const client = turns[index] ?? "";
        const line = lineOf(client);
        // A task another client's turn already started.
        while (line.waiting[0]?.started) line.waiting.shift();
        const job = line.waiting[0];
        if (!job) {
          turns.splice(index, 1);
          index -= 1;
          forgetIfIdle(client);
          continue;
        }
        if (line.active >= perClient) continue;
        line.waiting.shift();
        // Served: to the back of the turns, if it has more.
        turns.splice(index, 1);
        if (line.waiting.some((waiting) => !waiting.started)) turns.push(client);
        next = { client, job };
        break;
      }
      if (!next) return;
      queued -= 1;
      run(next.client, next.job);
    }
  }

  const waitingIn = (line: Line) => line.waiting.filter((job) => !job.started).length;

  /**
   * Makes room for `client` in a full queue by dropping the newest waiting task of the client with
   * the most, if that is more than `client` would have; false if it is not.
   */
  function dropForNewcomer(client: string): boolean {
    const own = lines.get(client);
    const ownWaiting = own ? waitingIn(own) : 0;
    let longest: Line | undefined;
    let most = 0;
    for (const line of lines.values()) {
      const waiting = waitingIn(line);
      if (waiting > most) {
        longest = line;
        most = waiting;
      }
    }
    if (!longest || most <= ownWaiting + 1) return false;
    const victim = longest.waiting.findLast((job) => !job.started);
    if (!victim) return false;
    victim.started = true;
    queued -= 1;
    victim.fail(new QueueFullError());
    return true;
  }

  function wait(client: string, job: Job) {
    job.clients.add(client);
    lineOf(client).waiting.push(job);
    if (!turns.includes(client)) turns.push(client);
  }

  return {
    schedule<T>(client: string, task: () => Promise<T>): Ticket<T> {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const result = new Promise<T>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      const job: Job = {
        started: false,
        clients: new Set([client]),
        start: () => task().then(resolve, reject),
        fail: reject,
      };
      const line = lineOf(client);
      // A free slot means nobody who may use it is waiting (pump would have started them).
      if (active < concurrency && line.active < perClient) {
        run(client, job);
      } else {
        if (queued >= maxQueued && !dropForNewcomer(client)) {
          forgetIfIdle(client);
          throw new QueueFullError();
        }
        queued += 1;
        wait(client, job);
      }
      return {
        result,
        join(other) {
          if (job.started || job.clients.has(other)) return;
          wait(other, job);
          pump();
        },
      };
    },
    /** Tasks running. */
    get active() {
      return active;
    },
    /** Tasks waiting. */
    get queued() {
      return queued;
    },
    /** Clients with a task running or waiting. */
    get clients() {
      return lines.size;
    },
  };
}

export type FairQueue = ReturnType<typeof createFairQueue>;
