/**
 * Resolves in a task of its own, after whatever the current task still has to do. A message to
 * ourselves is the browser's plain "next task", without the 4 ms that nested timers are held back by
 * after the fifth. Between two tasks the browser can answer input, and Lighthouse counts each task's
 * blocking time on its own (ADR 71, 83).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
