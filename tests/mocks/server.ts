import { setupServer } from 'msw/node';
import { remoteImageHandlers } from './remote-images.ts';
import { resendHandlers } from './resend.ts';

/** The outside world, faked: Resend and other sites' images. Unknown outgoing requests fail the test. */
export const mswServer = setupServer(...resendHandlers, ...remoteImageHandlers);

export function startMsw() {
  mswServer.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      // Our own servers on loopback are real; anything else must be mocked.
      if (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]') return;
      print.error();
    },
  });
}
