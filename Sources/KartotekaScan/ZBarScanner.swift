import CZBar

/// Reads EAN-13, EAN-8, Code 128 and QR codes with ZBar, trying several passes over the image
/// (as it is, smaller, contrast-stretched) and stopping at the first that finds anything.
///
/// QR text is taken from ZBar as raw bytes (`ZBAR_CFG_BINARY`) and read as UTF-8 here: ZBar's
/// own charset guess turns short Russian texts such as `Жук` into Shift-JIS mojibake.
/// A scanner value is `Sendable`; each call makes its own ZBar state, so calls may run in parallel.
public struct ZBarScanner: BarcodeScanner {
    /// The kinds of code looked for; fewer kinds scan faster and misread less.
    public var symbologies: Set<Symbology>
    /// The passes tried, in order.
    public var passes: [ScanPass]

    /// Creates a scanner.
    public init(symbologies: Set<Symbology> = Set(Symbology.allCases), passes: [ScanPass] = ScanPass.standard) {
        self.symbologies = symbologies
        self.passes = passes.isEmpty ? [.original] : passes
    }

    /// Every code found by the first pass that finds any, or ``ScanError/noCodeFound``.
    public func scan(_ image: GrayImage) throws(ScanError) -> [ScannedCode] {
        try scanReportingPass(image).codes
    }

    /// Scans and says which pass found the codes (for diagnostics and measurements).
    public func scanReportingPass(_ image: GrayImage) throws(ScanError) -> (codes: [ScannedCode], pass: ScanPass) {
        guard let scanner = zbar_image_scanner_create() else { throw .scannerFailed }
        defer { zbar_image_scanner_destroy(scanner) }
        configure(scanner)
        var tried: Set<[Int]> = []
        for pass in passes {
            let prepared = pass.prepare(image)
            // Passes that come out the same (downscaling a small image) are not repeated.
            guard tried.insert([prepared.width, prepared.height, pass.denoise ? 1 : 0, pass.stretchContrast ? 1 : 0]).inserted else { continue }
            let codes = try Self.run(scanner, on: prepared)
            if !codes.isEmpty { return (codes, pass) }
        }
        throw .noCodeFound
    }

    private func configure(_ scanner: OpaquePointer) {
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        for symbology in symbologies {
            zbar_image_scanner_set_config(scanner, Self.zbarType(symbology), ZBAR_CFG_ENABLE, 1)
        }
        zbar_image_scanner_set_config(scanner, ZBAR_QRCODE, ZBAR_CFG_BINARY, 1)
        // Light-on-dark QR codes (phone screens in dark mode) are tried when nothing else is found.
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_TEST_INVERTED, 1)
    }

    private static func run(_ scanner: OpaquePointer, on image: GrayImage) throws(ScanError) -> [ScannedCode] {
        guard let zimage = zbar_image_create() else { throw .scannerFailed }
        defer { zbar_image_destroy(zimage) }
        zbar_image_set_format(zimage, kartoteka_zbar_format_y800())
        zbar_image_set_size(zimage, UInt32(image.width), UInt32(image.height))
        let found: [ScannedCode]? = image.pixels.withUnsafeBytes { raw in
            // ZBar only reads the buffer; it is detached again before the array may go away.
            zbar_image_set_data(zimage, raw.baseAddress, UInt(raw.count), nil)
            defer { zbar_image_set_data(zimage, nil, 0, nil) }
            guard zbar_scan_image(scanner, zimage) >= 0 else { return nil }
            return collect(zbar_image_first_symbol(zimage))
        }
        guard let found else { throw .scannerFailed }
        return found
    }

    private static func collect(_ first: OpaquePointer?) -> [ScannedCode] {
        var codes: [ScannedCode] = []
        var symbol = first
        while let current = symbol {
            if let symbology = symbology(zbar_symbol_get_type(current)), let data = zbar_symbol_get_data(current) {
                let length = Int(zbar_symbol_get_data_length(current))
                let bytes = data.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
                let text = symbology == .qr ? ScannedCode.text(fromQRBytes: bytes) : String(decoding: bytes, as: UTF8.self)
                let code = ScannedCode(symbology: symbology, text: text)
                if !codes.contains(code) { codes.append(code) }
            }
            symbol = zbar_symbol_next(current)
        }
        return codes
    }

    private static func zbarType(_ symbology: Symbology) -> zbar_symbol_type_t {
        switch symbology {
        case .ean13: ZBAR_EAN13
        case .ean8: ZBAR_EAN8
        case .code128: ZBAR_CODE128
        case .qr: ZBAR_QRCODE
        }
    }

    private static func symbology(_ type: zbar_symbol_type_t) -> Symbology? {
        Symbology.allCases.first { zbarType($0) == type }
    }
}
