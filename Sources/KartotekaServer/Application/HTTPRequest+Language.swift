import KartotekaCore
import KartotekaHTTP
import KartotekaWire

extension HTTPRequest {
    /// The language of API messages: from `Accept-Language`, Russian by default.
    var apiLanguage: Language {
        Language(acceptLanguage: header("accept-language"))
    }
}
