import KartotekaCore

/// Parses arbitrary text as an ISBN; whatever parses must hyphenate, convert and parse back to
/// itself from every form it prints.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzISBN(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let isbn = try? ISBN(parsing: text) else { return 0 }
    for form in [isbn.digits, isbn.hyphenated, isbn.isbn10, isbn.hyphenated10].compactMap({ $0 }) {
        guard let again = try? ISBN(parsing: form), again == isbn else { fatalError("\(form) does not parse back to \(isbn.digits)") }
    }
    return 0
}
