#ifndef KARTOTEKA_CSODIUM_SHIM_H
#define KARTOTEKA_CSODIUM_SHIM_H
#include <sodium.h>

/* crypto_pwhash_STRBYTES and the interactive limits are macros; these expose them to Swift. */
static inline size_t kartoteka_pwhash_strbytes(void) { return crypto_pwhash_STRBYTES; }
static inline unsigned long long kartoteka_pwhash_opslimit_interactive(void) { return crypto_pwhash_OPSLIMIT_INTERACTIVE; }
static inline size_t kartoteka_pwhash_memlimit_interactive(void) { return crypto_pwhash_MEMLIMIT_INTERACTIVE; }
static inline int kartoteka_pwhash_alg_argon2id13(void) { return crypto_pwhash_ALG_ARGON2ID13; }
#endif
