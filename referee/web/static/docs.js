// Starts Swagger UI on the page's OpenAPI document; no request leaves this server.
const root = document.getElementById("swagger-ui");
window.ui = SwaggerUIBundle({
  url: root.dataset.spec,
  domNode: root,
  deepLinking: true,
  // The default validator badge fetches an image from an outside service.
  validatorUrl: null,
});
