/// The parts of Google Books' `volumes` answer Kartoteka reads; everything is optional because
/// Google leaves out what it does not know.
struct GoogleBooksAnswer: Decodable {
    struct Item: Decodable {
        var volumeInfo: VolumeInfo?
        var saleInfo: SaleInfo?
    }

    struct VolumeInfo: Decodable {
        var title: String?
        var subtitle: String?
        var authors: [String]?
        var publisher: String?
        var publishedDate: String?
        var description: String?
        var industryIdentifiers: [Identifier]?
        var pageCount: Int?
        var categories: [String]?
        var language: String?
        var imageLinks: ImageLinks?
    }

    struct Identifier: Decodable {
        var type: String?
        var identifier: String?
    }

    struct ImageLinks: Decodable {
        var smallThumbnail: String?
        var thumbnail: String?
    }

    struct SaleInfo: Decodable {
        var listPrice: Price?
    }

    struct Price: Decodable {
        var amount: Double?
        var currencyCode: String?
    }

    var totalItems: Int?
    var items: [Item]?
}

/// Google's error answer: `{"error": {"code", "message", "errors": [{"reason"}], "status", "details": [{"reason"}]}}`.
struct GoogleBooksErrorAnswer: Decodable {
    struct Detail: Decodable {
        var code: Int?
        var message: String?
        var status: String?
        var errors: [Reason]?
        var details: [Reason]?
    }

    struct Reason: Decodable {
        var reason: String?
    }

    var error: Detail

    /// Every reason given, in lower case, with the status and message: what the mapping looks for.
    var clues: [String] {
        ((error.errors ?? []) + (error.details ?? [])).compactMap(\.reason).map { $0.lowercased() }
            + [error.status, error.message].compactMap { $0?.lowercased() }
    }
}
