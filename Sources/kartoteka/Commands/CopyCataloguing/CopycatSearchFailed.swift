import KartotekaCore

/// Every catalogue searched failed: their messages, as they came in the user's language.
struct CopycatSearchFailed: KartotekaError {
    let messages: [String]

    var code: String { "copycat_search_failed" }
    var kind: FailureKind { .unavailable }
    var message: Bilingual { Bilingual(verbatim: messages.joined(separator: "\n")) }
}
