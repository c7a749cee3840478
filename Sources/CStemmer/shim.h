#ifndef KARTOTEKA_CSTEMMER_SHIM_H
#define KARTOTEKA_CSTEMMER_SHIM_H

/* Snowball's stemmers (Debian libstemmer-dev, which ships no pkg-config file). */
#include <libstemmer.h>

#endif
