#ifndef KARTOTEKA_CCURL_SHIM_H
#define KARTOTEKA_CCURL_SHIM_H
#include <curl/curl.h>

/* curl_easy_setopt and curl_easy_getinfo are variadic, and CURL_GLOBAL_DEFAULT is a compound
   macro: Swift can call neither, so these typed wrappers stand in for them. */

/// curl_global_init(CURL_GLOBAL_DEFAULT).
static inline CURLcode kartoteka_curl_global_init(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

/// curl_easy_setopt for options that take a long.
static inline CURLcode kartoteka_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

/// curl_easy_setopt for options that take a curl_off_t (the *_LARGE options).
static inline CURLcode kartoteka_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

/// curl_easy_setopt for options that take a C string (libcurl copies it).
static inline CURLcode kartoteka_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

/// curl_easy_setopt for options that take an object pointer (WRITEDATA, HEADERDATA, HTTPHEADER, ERRORBUFFER).
static inline CURLcode kartoteka_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

/// curl_easy_setopt for WRITEFUNCTION and HEADERFUNCTION.
static inline CURLcode kartoteka_curl_easy_setopt_callback(CURL *handle, CURLoption option, curl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}

/// curl_easy_getinfo for long results (RESPONSE_CODE, REDIRECT_COUNT).
static inline CURLcode kartoteka_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

/// curl_easy_getinfo for string results (CONTENT_TYPE, EFFECTIVE_URL); the string belongs to the handle.
static inline CURLcode kartoteka_curl_easy_getinfo_string(CURL *handle, CURLINFO info, const char **value) {
    return curl_easy_getinfo(handle, info, value);
}

/// curl_easy_getinfo for double results (TOTAL_TIME).
static inline CURLcode kartoteka_curl_easy_getinfo_double(CURL *handle, CURLINFO info, double *value) {
    return curl_easy_getinfo(handle, info, value);
}
#endif
