import Foundation

/// The text of a reader's QR card, in the book card's `Key: Value` style:
///
///     Читательский билет: 000123
///     Читатель: Иванов Иван Иванович
///     Библиотека: Библиотека школы № 5
///
/// Scanning the card at the desk finds the reader by the ticket number; the name is for people.
public struct ReaderCard: Sendable, Hashable {
    /// The key of the ticket line.
    public static let ticketKey = "Читательский билет"
    /// The key of the name line.
    public static let nameKey = "Читатель"
    /// The key of the library line.
    public static let libraryKey = "Библиотека"

    /// The ticket number.
    public var ticketNumber: TicketNumber
    /// The reader's name as printed: `Иванов Иван Иванович`.
    public var readerName: String
    /// The library's name; empty to leave the line out.
    public var libraryName: String

    /// Creates a card.
    public init(ticketNumber: TicketNumber, readerName: String, libraryName: String = "") {
        self.ticketNumber = ticketNumber
        self.readerName = readerName.collapsedWhitespace
        self.libraryName = libraryName.collapsedWhitespace
    }

    /// A card for a registered reader.
    public init(reader: Reader, libraryName: String = "") {
        self.init(ticketNumber: reader.ticketNumber, readerName: reader.fullName, libraryName: libraryName)
    }

    /// Reads card text; `nil` when there is no valid ticket line. Keys are matched ignoring case;
    /// `Reader ticket`, `Reader` and `Library` are accepted too.
    public init?(parsing text: String) {
        var ticket: TicketNumber?
        var name = ""
        var library = ""
        for line in text.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon]).collapsedWhitespace.lowercased()
            let value = String(line[line.index(after: colon)...]).collapsedWhitespace
            switch key {
            case Self.ticketKey.lowercased(), "reader ticket": ticket = try? TicketNumber(validating: value)
            case Self.nameKey.lowercased(), "reader": name = value
            case Self.libraryKey.lowercased(), "library": library = value
            default: continue
            }
        }
        guard let ticket else { return nil }
        self.init(ticketNumber: ticket, readerName: name, libraryName: library)
    }

    /// The card text, lines joined as the book card joins them.
    public func text(lineEnding: String = "\r\n") -> String {
        [(Self.ticketKey, ticketNumber.rawValue), (Self.nameKey, readerName), (Self.libraryKey, libraryName)]
            .filter { !$0.1.isEmpty }
            .map { "\($0.0): \($0.1)" }
            .joined(separator: lineEnding)
    }
}
