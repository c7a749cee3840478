#ifndef KARTOTEKA_CZBAR_SHIM_H
#define KARTOTEKA_CZBAR_SHIM_H
#include <zbar.h>

/// zbar_fourcc is a function-like macro that Swift cannot import: the Y800 (8-bit gray) format.
static inline unsigned long kartoteka_zbar_format_y800(void) {
    return zbar_fourcc('Y', '8', '0', '0');
}
#endif
