import Foundation
import KartotekaCore
@testable import KartotekaMail
import Testing

/// A message as it goes to the mail server: a Russian subject in encoded words no longer than
/// RFC 2047 allows, holding whole characters, on folded lines.
@Suite("Mail messages")
struct MailMessageTests {
    @Test func aLongRussianSubjectIsFoldedIntoShortEncodedWords() throws {
        let subject = "Просрочен возврат книг — Лермонтов М. Ю. Герой нашего времени; Пушкин А. С. Капитанская дочка — Библиотека"
        let message = MailMessage(from: "library@example.org", to: "reader@example.org", subject: subject, body: "Текст",
                                  attachment: nil, messageID: "notice-7.1700000000@kartoteka")
        let text = String(decoding: message.rfc5322(date: Date(timeIntervalSince1970: 0), messageID: message.messageID ?? ""), as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.count <= 78 }, "\(lines.filter { $0.count > 78 })")
        #expect(text.contains("Message-ID: <notice-7.1700000000@kartoteka>"))
        let header = lines.drop { !$0.hasPrefix("Subject: ") }.prefix { $0.hasPrefix("Subject: ") || $0.hasPrefix(" ") }
        let words = header.map { $0.replacingOccurrences(of: "Subject: ", with: "").trimmingCharacters(in: .whitespaces) }
        #expect(words.count > 1 && words.allSatisfy { $0.count <= 75 && $0.hasPrefix("=?UTF-8?B?") && $0.hasSuffix("?=") })
        let decoded = try words.map { word in
            let base64 = word.dropFirst("=?UTF-8?B?".count).dropLast(2)
            return String(decoding: try #require(Data(base64Encoded: String(base64))), as: UTF8.self)
        }
        #expect(decoded.joined() == subject && decoded.allSatisfy { !$0.contains("\u{FFFD}") })
        #expect(MailMessage.encodedWords("Overdue books") == "Overdue books")
    }
}
