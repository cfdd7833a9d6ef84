import type { StandInOrder } from './razorpay-stand-in.js';

/**
 * The stand-in's checkout.js: `new Razorpay(options).open()` frames the stand-in's payment page, as
 * the real script frames Razorpay's; the page's answer comes back by postMessage and is handed to
 * `options.handler` (success), the `payment.failed` listeners, or `options.modal.ondismiss`, with
 * Razorpay's field names.
 */
export function checkoutScript(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.listeners = {};
    this.frame = null;
  }
  Razorpay.prototype.on = function (event, fn) { (this.listeners[event] = this.listeners[event] || []).push(fn); };
  Razorpay.prototype.close = function () {
    if (this.frame) { this.frame.remove(); this.frame = null; }
    if (this.onMessage) window.removeEventListener('message', this.onMessage);
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.src = ORIGIN + '/checkout/pay?order_id=' + encodeURIComponent(o.order_id) + '&key_id=' + encodeURIComponent(o.key) +
      '&name=' + encodeURIComponent(o.name || '') + '&description=' + encodeURIComponent(o.description || '');
    frame.setAttribute('style', 'position:fixed;inset:5% 20%;width:60%;height:80%;z-index:2147483647;border:1px solid;background:Canvas');
    this.onMessage = function (event) {
      if (event.origin !== ORIGIN || !event.data || event.data.source !== 'razorpay-stand-in') return;
      var data = event.data;
      if (data.type === 'paid') { self.close(); o.handler && o.handler(data.response); }
      else if (data.type === 'failed') { (self.listeners['payment.failed'] || []).forEach(function (fn) { fn({ error: data.error }); }); }
      else if (data.type === 'dismissed') { self.close(); o.modal && o.modal.ondismiss && o.modal.ondismiss(); }
    };
    window.addEventListener('message', this.onMessage);
    document.body.appendChild(frame);
    this.frame = frame;
  };
  window.Razorpay = Razorpay;
})();
`;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function checkoutPageHtml(order: StandInOrder): string {
  const rupees = `₹${(order.amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Razorpay Checkout (test stand-in)</title>
<style>body{font-family:sans-serif;padding:1.5rem}button{font-size:1rem;margin:.25rem;padding:.5rem 1rem}</style></head>
<body>
<h1>Test payment</h1>
<p>Order ${escape(order.receipt ?? '')}: <strong data-testid="stand-in-amount">${escape(rupees)}</strong></p>
<p role="status" id="status"></p>
<button type="button" id="pay">Pay ${escape(rupees)} by UPI</button>
<button type="button" id="fail">Fail this payment</button>
<button type="button" id="close">Close checkout</button>
<script>
  function send(message) { message.source = 'razorpay-stand-in'; parent.postMessage(message, '*'); }
  async function attempt(outcome) {
    var res = await fetch(location.href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=' + outcome });
    var answer = await res.json();
    if (answer.ok) send({ type: 'paid', response: answer.response });
    else { document.getElementById('status').textContent = 'Payment failed: ' + answer.error.description; send({ type: 'failed', error: answer.error }); }
  }
  document.getElementById('pay').onclick = function () { attempt('pay'); };
  document.getElementById('fail').onclick = function () { attempt('fail'); };
  document.getElementById('close').onclick = function () { send({ type: 'dismissed' }); };
</script>
</body></html>`;
}
