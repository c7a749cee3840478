#ifndef KARTOTEKA_CQRENCODE_SHIM_H
#define KARTOTEKA_CQRENCODE_SHIM_H
/* Nothing to wrap: QRcode_encodeString and QRcode_free import as they are. */
#include <qrencode.h>
#endif
