// malloc_trim(0) for the server's idle release (server/idle-memory.ts; docs/adr/
// 0025-first-renders-at-start-and-malloc-trim.md): glibc gives back the free pages inside its heaps, which
// free() never does below the heap's top. Built by scripts/native.mjs when a C compiler and Node-API's
// header are at hand; the server runs without it.
#include <malloc.h>
#include <node_api.h>

static napi_value Trim(napi_env env, napi_callback_info info) {
  napi_value out;
  napi_get_boolean(env, malloc_trim(0) == 1, &out);
  return out;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  napi_create_function(env, "trim", NAPI_AUTO_LENGTH, Trim, NULL, &fn);
  napi_set_named_property(env, exports, "trim", fn);
  return exports;
}
