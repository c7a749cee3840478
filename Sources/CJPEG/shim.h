#ifndef KARTOTEKA_CJPEG_SHIM_H
#define KARTOTEKA_CJPEG_SHIM_H
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

/* libjpeg reports fatal errors by calling error_exit, whose default ends the process; the only
   way back is longjmp, which Swift cannot do. These two functions keep setjmp/longjmp on the C
   side and turn every libjpeg failure into a return code and a message. Warnings are ignored. */

/// A libjpeg error manager that jumps back instead of exiting.
struct kartoteka_jpeg_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static inline void kartoteka_jpeg_error_exit(j_common_ptr info) {
    struct kartoteka_jpeg_error_manager *manager = (struct kartoteka_jpeg_error_manager *)info->err;
    manager->base.format_message(info, manager->message);
    longjmp(manager->jump, 1);
}

static inline void kartoteka_jpeg_output_message(j_common_ptr info) {
    (void)info;
}

static inline void kartoteka_jpeg_copy_message(const char *from, char *to, size_t size) {
    if (to == NULL || size == 0) return;
    strncpy(to, from, size - 1);
    to[size - 1] = '\0';
}

/// Reads only the header. Returns 0 and the size, or -1 and a message.
static inline int kartoteka_jpeg_read_size(const unsigned char *data, unsigned long size,
                                           unsigned int *width, unsigned int *height,
                                           char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct kartoteka_jpeg_error_manager manager;
    memset(&info, 0, sizeof info);
    memset(&manager, 0, sizeof manager);
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = kartoteka_jpeg_error_exit;
    manager.base.output_message = kartoteka_jpeg_output_message;
    if (setjmp(manager.jump)) {
        kartoteka_jpeg_copy_message(manager.message, message, message_size);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

/// Decodes to 8-bit gray, scaled down by 1, 2, 4 or 8 in the DCT (cheap). The buffer must hold
/// the scaled image (ceil(width / scale) x ceil(height / scale) bytes). Returns 0 and the decoded
/// size, or -1 and a message.
static inline int kartoteka_jpeg_decode_gray(const unsigned char *data, unsigned long size,
                                             unsigned int scale, unsigned char *buffer, size_t buffer_size,
                                             unsigned int *width, unsigned int *height,
                                             char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct kartoteka_jpeg_error_manager manager;
    memset(&info, 0, sizeof info);
    memset(&manager, 0, sizeof manager);
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = kartoteka_jpeg_error_exit;
    manager.base.output_message = kartoteka_jpeg_output_message;
    if (setjmp(manager.jump)) {
        kartoteka_jpeg_copy_message(manager.message, message, message_size);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_GRAYSCALE;
    info.scale_num = 1;
    info.scale_denom = scale == 0 ? 1 : scale;
    jpeg_start_decompress(&info);
    if ((size_t)info.output_width * (size_t)info.output_height > buffer_size || info.output_components != 1) {
        kartoteka_jpeg_copy_message("decoded image does not fit the buffer", message, message_size);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + (size_t)info.output_scanline * info.output_width;
        jpeg_read_scanlines(&info, &row, 1);
    }
    *width = info.output_width;
    *height = info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}
#endif
