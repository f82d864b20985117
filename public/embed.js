/*
 * Grainline embed script (CONF-34, ADR 011). On the parent page:
 *
 *   <div id="grainline"></div>
 *   <script src="https://quotes.example.co.za/embed.js" data-target="#grainline"></script>
 *
 * It adds an iframe showing the configurator from the same origin as this script and sizes
 * it from the app's `resize` messages. Messages from any other origin, or from any other
 * window than our own frame, are ignored. Plain ES5 on purpose: it runs on any parent site
 * without a build step.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  if (!script || !script.src) return;

  var appOrigin = new URL(script.src, window.location.href).origin;
  var MIN_HEIGHT = 320;
  var MAX_HEIGHT = 30000;
  var initialHeight = parseInt(script.getAttribute('data-height') || '', 10) || 900;

  var iframe = document.createElement('iframe');
  iframe.src = appOrigin + '/configurator';
  iframe.title = script.getAttribute('data-title') || 'Solid wood surface configurator';
  iframe.setAttribute('allow', 'clipboard-write');
  iframe.style.display = 'block';
  iframe.style.width = '100%';
  iframe.style.border = '0';
  iframe.style.height = initialHeight + 'px';

  var selector = script.getAttribute('data-target');
  var target = selector ? document.querySelector(selector) : null;
  if (target) {
    target.appendChild(iframe);
  } else if (script.parentNode) {
    script.parentNode.insertBefore(iframe, script.nextSibling);
  }

  // The frame is as tall as the app's page, so this page does the scrolling: the app is told
  // where this window sits over the frame, to keep its price bar on screen (ADR 011).
  var viewportQueued = false;
  function sendViewport() {
    viewportQueued = false;
    if (!iframe.contentWindow) return;
    // The visual viewport is what is on screen when a phone visitor has zoomed in.
    var visual = window.visualViewport;
    var frameTop = iframe.getBoundingClientRect().top - (visual ? visual.offsetTop : 0);
    var height = visual ? visual.height : window.innerHeight;
    iframe.contentWindow.postMessage({ type: 'viewport', frameTop: frameTop, height: height }, appOrigin);
  }
  function queueViewport() {
    if (viewportQueued) return;
    viewportQueued = true;
    window.requestAnimationFrame(sendViewport);
  }
  window.addEventListener('scroll', queueViewport, { passive: true });
  window.addEventListener('resize', queueViewport);
  if (window.visualViewport) {
    window.visualViewport.addEventListener('scroll', queueViewport);
    window.visualViewport.addEventListener('resize', queueViewport);
  }
  iframe.addEventListener('load', queueViewport);

  window.addEventListener('message', function (event) {
    if (event.origin !== appOrigin || event.source !== iframe.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== 'resize' || typeof data.height !== 'number' || !isFinite(data.height)) return;
    var height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.round(data.height)));
    iframe.style.height = height + 'px';
    var top = iframe.getBoundingClientRect().top;
    // A dialog opens at the top of the frame: bring that into view if the visitor scrolled past it.
    if (data.action === 'modal-opened' && (top < 0 || top > window.innerHeight * 0.5)) {
      window.scrollTo({ top: window.pageYOffset + top, behavior: 'smooth' });
    }
    // A new wizard step starts at its top (CONF-03), which only this page can scroll to.
    if (data.action === 'step-changed' && top < 0) {
      window.scrollTo({ top: window.pageYOffset + top });
    }
    queueViewport();
  });
})();
