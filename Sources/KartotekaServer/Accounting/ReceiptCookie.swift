import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The batch a desk catalogues into, remembered by its browser: chosen on the Scan page or a
/// receipt's page, it is what the New Book and add-copy forms offer first, so that a pile of
/// books scanned one after another all join it.
enum ReceiptCookie {
    static let name = "kartoteka_receipt"

    /// The batch the browser remembers, if it names one.
    static func receipt(in request: HTTPRequest) -> YearlyNumber? {
        request.cookies[name].flatMap { YearlyNumber(text: $0) }
    }

    /// The header that remembers a batch (none: forgets it), for a day.
    static func set(_ receipt: YearlyNumber?, secure: Bool) -> String {
        "\(name)=\(receipt?.pathText ?? ""); Path=/; Max-Age=\(receipt == nil ? 0 : 24 * 3600); HttpOnly; SameSite=Strict"
            + (secure ? "; Secure" : "")
    }
}
