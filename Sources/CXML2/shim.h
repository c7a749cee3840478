#ifndef KARTOTEKA_CXML2_SHIM_H
#define KARTOTEKA_CXML2_SHIM_H

/* libxml2, which YAZ reads MARCXML with: its include folder comes from pkg-config. */
#include <libxml/parser.h>

#endif
