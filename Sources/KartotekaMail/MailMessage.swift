import Foundation
import KartotekaCore

extension MailMessage {
    /// The original app's export message, in Russian as it sent it: subject «Файл для импорта.», body
    /// «В приложении файл для импорта в ИРБИС.».
    public static func irbisExport(from: String, to: String, attachment: Attachment) -> MailMessage {
        let texts = RussianTexts()
        return MailMessage(from: from, to: to, subject: texts.irbisExportSubject, body: texts.irbisExportBody, attachment: attachment)
    }

    /// The message in RFC 5322 form with MIME parts, CRLF line ends, base64 bodies and
    /// RFC 2047/2231 encoded Russian header text and file names.
    public func rfc5322(date: Date, messageID: String) -> [UInt8] {
        let boundary = "kartoteka-" + messageID.filter { $0.isLetter || $0.isNumber }
        var lines = [
            "From: \(from)",
            "To: \(to)",
            "Subject: \(MailMessage.encodedWords(subject))",
            "Date: \(MailMessage.rfc2822Date(date))",
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
        ]
        let text = MailMessage.base64Lines(Array(body.utf8))
        if let attachment {
            lines += [
                "Content-Type: multipart/mixed; boundary=\"\(boundary)\"", "",
                "--\(boundary)",
                "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: base64", "", text,
                "--\(boundary)",
                "Content-Type: \(attachment.mediaType); name=\"\(MailMessage.asciiName(attachment.fileName))\"",
                "Content-Transfer-Encoding: base64",
                "Content-Disposition: attachment; filename=\"\(MailMessage.asciiName(attachment.fileName))\"; filename*=UTF-8''\(MailMessage.percentEncoded(attachment.fileName))",
                "", MailMessage.base64Lines(attachment.bytes),
                "--\(boundary)--", "",
            ]
        } else {
            lines += ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: base64", "", text, ""]
        }
        return Array(lines.joined(separator: "\r\n").utf8)
    }

    /// Header text as RFC 2047 encoded words when it is not plain ASCII: each word at most 64
    /// characters (the RFC allows 75) and holding whole characters, the words on lines of their
    /// own folded with a space, so no header line runs past 78 characters however long the text.
    static func encodedWords(_ text: String) -> String {
        guard !text.allSatisfy(\.isASCII) else { return text }
        var words: [String] = []
        var chunk: [UInt8] = []
        for character in text {
            let bytes = Array(String(character).utf8)
            if chunk.count + bytes.count > wordBytes, !chunk.isEmpty {
                words.append("=?UTF-8?B?\(Data(chunk).base64EncodedString())?=")
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty { words.append("=?UTF-8?B?\(Data(chunk).base64EncodedString())?=") }
        return words.joined(separator: "\r\n ")
    }

    /// The UTF-8 bytes an encoded word holds at most: 52 characters of base64.
    static let wordBytes = 39

    static func base64Lines(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed])
    }

    static func asciiName(_ name: String) -> String {
        String(name.map { $0.isASCII && $0 != "\"" && $0 != "\\" ? $0 : "_" })
    }

    static func percentEncoded(_ name: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? asciiName(name)
    }

    static func rfc2822Date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }
}
