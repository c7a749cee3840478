#!/usr/bin/env python3
"""Test images for the scanner tests: clean barcodes and photo-like degraded copies.

    barcode_images.py OUT_DIR [--large]

Writes into OUT_DIR:
  ean13.png (9785170795857), ean8.png (96385074), code128.png ("Inv 12345-A/7"), made with
  python-barcode; and, for those three and qr.png if OUT_DIR has it (the test puts it there
  first, made with the qrencode CLI), degraded copies:
  NAME-half.png (50 %), NAME-rotated.png (4 degrees), NAME-blur.png (Gaussian blur),
  NAME-q40.jpg (JPEG quality 40), NAME-photo.jpg (small in a big grey noisy frame, low contrast,
  uneven light, slightly rotated and blurred, JPEG quality 40), NAME-noisy.jpg (the same, dimmer and
  much grainier: beyond ZBar on its own).
  With --large, also NAME-photo-large.jpg at 4000x3000 (a 12 MP phone photo) for timing.
  Then nocode.jpg (a photo with no code) and bomb.png (a header claiming 60000 x 60000 pixels).

Only Pillow and python-barcode are needed (Tests/Python/requirements.txt); the grain is seeded,
so the images are the same on every run.
"""
import os
import random
import struct
import sys
import zlib

import barcode
from barcode.writer import ImageWriter
from PIL import Image, ImageFilter, ImageOps

WRITER_OPTIONS = {"module_width": 0.33, "module_height": 18.0, "dpi": 300, "quiet_zone": 6.5,
                  "font_size": 10, "text_distance": 4.0}


def make_barcodes(out):
    for kind, data, name in (("ean13", "978517079585", "ean13"), ("ean8", "9638507", "ean8"),
                             ("code128", "Inv 12345-A/7", "code128")):
        code = barcode.get(kind, data, writer=ImageWriter())
        code.write(open(os.path.join(out, name + ".png"), "wb"), options=WRITER_OPTIONS)


def seeded_noise(size, seed):
    """Grain centred on 128 (the mean of two uniform images: a triangular spread), the same on every run."""
    rng = random.Random(seed)
    first = Image.frombytes("L", size, rng.randbytes(size[0] * size[1]))
    second = Image.frombytes("L", size, rng.randbytes(size[0] * size[1]))
    return Image.blend(first, second, 0.5)


def photo_like(clean, size, code_fraction, seed, ink=70, paper=185, grain=0.18, blur=1.0):
    """The code on a sheet in a dim, unevenly lit, grainy, slightly rotated and blurred photo."""
    rng = random.Random(seed)
    width, height = size
    gray = clean.convert("L")
    target_width = int(width * code_fraction)
    scale = target_width / gray.width
    code = gray.resize((target_width, int(gray.height * scale)), Image.BILINEAR)
    code = code.rotate(3.5, resample=Image.BICUBIC, expand=True, fillcolor=255)
    # Low contrast: black ink reads as dark grey, white paper as light grey.
    code = code.point(lambda v: ink + v * (paper - ink) // 255)
    # A desk in uneven light: a horizontal gradient from dim to brighter, and a vertical fall-off.
    desk = Image.linear_gradient("L").rotate(90).resize(size).point(lambda v: 95 + v * 60 // 255)
    sheet = desk.copy()
    sheet.paste(code, ((width - code.width) // 2 + rng.randint(-20, 20), (height - code.height) // 2 + rng.randint(-20, 20)))
    shading = Image.linear_gradient("L").resize(size).point(lambda v: 200 + v * 55 // 255)
    sheet = Image.composite(sheet, Image.new("L", size, 0), shading)
    sheet = Image.blend(sheet, seeded_noise(size, seed), grain)
    return sheet.filter(ImageFilter.GaussianBlur(blur))


def degrade(out, name, large):
    path = os.path.join(out, name + ".png")
    opened = Image.open(path).convert("RGBA")
    flat = Image.alpha_composite(Image.new("RGBA", opened.size, "white"), opened).convert("L")
    clean = ImageOps.expand(flat, border=24, fill=255)
    clean.resize((clean.width // 2, clean.height // 2), Image.LANCZOS).save(os.path.join(out, name + "-half.png"))
    clean.rotate(4, resample=Image.BICUBIC, expand=True, fillcolor=255).save(os.path.join(out, name + "-rotated.png"))
    clean.filter(ImageFilter.GaussianBlur(1.4)).save(os.path.join(out, name + "-blur.png"))
    clean.save(os.path.join(out, name + "-q40.jpg"), quality=40)
    photo_like(clean, (1600, 1200), 0.45, seed=len(name)).save(os.path.join(out, name + "-photo.jpg"), quality=40)
    # Dimmer and far grainier: ZBar alone (zbarimg) reads none of these; a denoised half-size pass does.
    fraction, grain = (0.6, 0.45) if name == "qr" else (0.8, 0.4)
    noisy = photo_like(clean, (1600, 1200), fraction, seed=5, ink=100, paper=150, grain=grain)
    noisy.save(os.path.join(out, name + "-noisy.jpg"), quality=40)
    if large:
        photo_like(clean, (4000, 3000), 0.40, seed=len(name)).save(os.path.join(out, name + "-photo-large.jpg"), quality=40)


def make_refusals(out):
    """nocode.jpg: a photo of an empty desk. bomb.png: a valid 60000 x 60000 PNG header (3.6 GP)
    with a few rows of data: a decompression bomb's claim."""
    photo_like(Image.new("L", (400, 300), 255), (1200, 900), 0.4, seed=7).save(os.path.join(out, "nocode.jpg"), quality=40)
    header = struct.pack(">IIBBBBB", 60000, 60000, 8, 0, 0, 0, 0)
    chunk = struct.pack(">I", len(header)) + b"IHDR" + header + struct.pack(">I", zlib.crc32(b"IHDR" + header))
    pixels = zlib.compress(b"\x00" * 60001 * 16)
    data = struct.pack(">I", len(pixels)) + b"IDAT" + pixels + struct.pack(">I", zlib.crc32(b"IDAT" + pixels))
    end = struct.pack(">I", 0) + b"IEND" + struct.pack(">I", zlib.crc32(b"IEND"))
    with open(os.path.join(out, "bomb.png"), "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk + data + end)


def main():
    out = sys.argv[1]
    large = "--large" in sys.argv[2:]
    make_barcodes(out)
    for stem in ("qr", "ean13", "ean8", "code128"):
        if os.path.exists(os.path.join(out, stem + ".png")):
            degrade(out, stem, large)
    make_refusals(out)


if __name__ == "__main__":
    main()
