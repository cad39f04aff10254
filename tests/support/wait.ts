/** Polls until the condition holds (for effects that happen asynchronously, like pubsub). */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for a condition`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

