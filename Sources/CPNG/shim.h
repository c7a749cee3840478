#ifndef KARTOTEKA_CPNG_SHIM_H
#define KARTOTEKA_CPNG_SHIM_H
/* The simplified API (png_image_*) imports as it is; PNG_IMAGE_SIZE is computed in Swift. */
#include <png.h>
#endif
