import KartotekaMetadata
import KartotekaCore
import Testing
@testable import KartotekaCopyCataloguing

/// The queries targets are sent: bib-1 prefix queries for Z39.50, CQL for SRU.
@Suite("Copy-cataloguing queries")
struct QueryTextTests {
    @Test func isbnInEveryWrittenForm() throws {
        let isbn = try ISBN(parsing: "9785170795857")
        #expect(ZoomQueryText(.isbn(isbn), service: .z3950) == .pqf(
            #"@or @or @or @attr 1=7 "9785170795857" @attr 1=7 "5170795858" @attr 1=7 "978-5-17-079585-7" @attr 1=7 "5-17-079585-8""#))
        #expect(ZoomQueryText(.isbn(try ISBN(parsing: "979-10-90636-07-1")), service: .sru) == .cql(
            #"bath.isbn="9791090636071" or bath.isbn="979-10-90636-07-1""#))
    }

    @Test func wordsAreEachAskedForAndQuotesEscaped() {
        #expect(ZoomQueryText(.title(#"герой "нашего" времени"#), service: .z3950) == .pqf(
            #"@and @and @attr 1=4 "герой" @attr 1=4 "\"нашего\"" @attr 1=4 "времени""#))
        #expect(ZoomQueryText(.author("Лермонтов"), service: .z3950) == .pqf(#"@attr 1=1003 "Лермонтов""#))
        #expect(ZoomQueryText(.anyWords("роман* в?"), service: .sru) == .cql(#"cql.anywhere="роман\*" and cql.anywhere="в\?""#))
        #expect(ZoomQueryText(recordID: #"RU\NLR\1"#, service: .z3950) == .pqf(#"@attr 1=12 "RU\\NLR\\1""#))
        #expect(ZoomQueryText(.title(String(repeating: "слово ", count: 20)), service: .sru)
                == .cql(Array(repeating: #"dc.title="слово""#, count: 8).joined(separator: " and ")))
    }

    @Test func optionsFollowTheTarget() {
        var target = CopyCataloguingTarget(name: "T", host: "h", database: "d", format: .rusmarc, characterSet: .windows1251,
                                           user: "u", password: "p", timeoutSeconds: 7)
        let z3950 = Dictionary(uniqueKeysWithValues: ZoomConnection.options(for: target, maximumRecords: 10))
        #expect(z3950["preferredRecordSyntax"] == "RUSMARC" && z3950["rpnCharset"] == "windows-1251" && z3950["charset"] == nil)
        #expect(z3950["timeout"] == "7" && z3950["user"] == "u" && z3950["password"] == "p" && z3950["count"] == "10")
        target.service = .sru
        target.characterSet = .utf8
        let sru = Dictionary(uniqueKeysWithValues: ZoomConnection.options(for: target, maximumRecords: 10))
        #expect(sru["schema"] == "marcxml" && sru["preferredRecordSyntax"] == nil)
        #expect(ZoomConnection(target: target, maximumRecords: 5).address == "http://h:210/d")
    }
}

/// A record another catalogue answers an ISBN look-up with may list another ISBN first (the
/// hardcover's, the set's): the candidate keeps the ISBN scanned.
@Suite("Copy-cataloguing candidates as look-ups")
struct CopyCataloguingLookupTests {
    @Test func theScannedISBNIsKept() throws {
        let scanned = try ISBN(parsing: "9785170795857")
        let record = Title(isbn: try ISBN(parsing: "9785040984510"), title: "Герой нашего времени")
        let candidate = CopyCataloguingCandidate(target: "Z", recordID: "1", format: .rusmarc, title: record)
        #expect(MetadataCandidate(candidate, isbn: scanned).isbn == scanned)
    }
}
