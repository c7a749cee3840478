import KartotekaCore

/// Reads arbitrary bytes as a QR book card and writes it back: reading what was written must
/// give the same fields, and nothing may crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBookCard(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let card = BookCard(parsing: text)
    _ = try? card.titleDraft.validated()
    if BookCard(parsing: card.text()).fields != card.fields {
        fatalError("the card does not read back the same")
    }
    return 0
}
