import Foundation

/// How a library wants its records handed to IRBIS: codes from its lists, who catalogued, the
/// shelf-code pattern, the file format. Dates come in here too: mapping never reads a clock.
public struct IRBISExportSettings: Sendable {
    /// The storage place code (910^D, 40^K) for copies that have none, from the library's list
    /// (see ``IRBISMenu``): `АБ` by default.
    public var storagePlace: String
    /// The desk where books are issued and readers registered (40^V, 51^C); the storage place when `nil`.
    public var servicePoint: String?
    /// The operator's name in the cataloguing stamp (907^B) and the librarian of loans (40^I).
    public var operatorName: String
    /// The pattern of the shelf code (903); see ``IRBISShelfCode``. Default `{bbk}/{sign}-{inventory}`.
    public var shelfCodePattern: String
    /// How an author sign is written when Kartoteka computes it (a typed sign is kept as typed).
    public var authorSignStyle: AuthorSignStyle
    /// The file's encoding: Windows-1251 by default.
    public var encoding: IRBISEncoding
    /// The text format's line ends: CR LF by default.
    public var lineEnding: IRBISLineEnding
    /// The day written in the cataloguing stamp (907^A).
    public var catalogingDate: Day
    /// The catalogue database loans point into (40^G): `IBIS`.
    public var catalogueDatabase: String
    /// The language code (101) for titles that have none: `rus`.
    public var defaultLanguage: String
    /// The country of publication (102): `RU`.
    public var country: String
    /// The library's storage place codes; when not empty, a copy's place outside it is warned about.
    public var knownStoragePlaces: [String]
    /// The library's time zone, for loan days and issue times (40^D, 40^1).
    public var timeZone: TimeZone
    /// Each branch's IRBIS storage place, for the place a copy actually is (910^!) when it is
    /// away from its own branch; a branch not named here is written as its code.
    public var branchPlaces: [BranchCode: String] = [:]
    /// The number of the act each batch came with (910^Y), for the batches that came with an act.
    public var receiptActs: [YearlyNumber: String] = [:]

    /// Creates settings; only the cataloguing date has no default.
    public init(
        catalogingDate: Day, operatorName: String = "", storagePlace: String = "АБ", servicePoint: String? = nil,
        shelfCodePattern: String = IRBISShelfCode.defaultPattern, authorSignStyle: AuthorSignStyle = .compact,
        encoding: IRBISEncoding = .windows1251, lineEnding: IRBISLineEnding = .crlf, catalogueDatabase: String = "IBIS",
        defaultLanguage: String = "rus", country: String = "RU", knownStoragePlaces: [String] = [],
        timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) {
        self.catalogingDate = catalogingDate
        self.operatorName = operatorName
        self.storagePlace = storagePlace
        self.servicePoint = servicePoint
        self.shelfCodePattern = shelfCodePattern
        self.authorSignStyle = authorSignStyle
        self.encoding = encoding
        self.lineEnding = lineEnding
        self.catalogueDatabase = catalogueDatabase
        self.defaultLanguage = defaultLanguage
        self.country = country
        self.knownStoragePlaces = knownStoragePlaces
        self.timeZone = timeZone
    }

    /// The issue point and registration place: ``servicePoint`` or else ``storagePlace``.
    public var effectiveServicePoint: String { servicePoint ?? storagePlace }

    /// The calendar of the library's time zone.
    public var calendar: LibraryCalendar { LibraryCalendar(timeZone: timeZone) }

    /// A text-format writer with these settings' encoding and line ends.
    public var textWriter: IRBISTextWriter { IRBISTextWriter(encoding: encoding, lineEnding: lineEnding) }

    /// An ISO 2709 writer with these settings' encoding.
    public var isoWriter: ISO2709Writer { ISO2709Writer(encoding: encoding) }
}
