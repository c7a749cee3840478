import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Whether text parses as XML, with Foundation's parser (libxml2 underneath).
enum XMLCheck {
    static func isWellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
