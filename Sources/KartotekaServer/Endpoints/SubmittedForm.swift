import Foundation
import KartotekaHTTP

/// The fields of a submitted page form, read by name as text, yes-or-no, or file.
struct SubmittedForm: Sendable {
    let request: HTTPRequest

    /// A text field's value, `nil` when not sent.
    func text(_ name: String) -> String? {
        request.formValue(name)
    }

    /// A text field's value, empty when not sent.
    subscript(_ name: String) -> String {
        request.formValue(name) ?? ""
    }

    /// Whether a checkbox was ticked (sent at all).
    func isTicked(_ name: String) -> Bool {
        request.formValue(name) != nil
    }

    /// An uploaded file.
    func file(_ name: String) -> FormPart? {
        request.formFile(name)
    }

    /// Fills a draft's fields from the form (fields not sent keep their value).
    func fill<Draft>(_ draft: inout Draft, _ fields: [(name: String, keyPath: WritableKeyPath<Draft, String> & Sendable)]) {
        for (name, keyPath) in fields {
            if let value = request.formValue(name) { draft[keyPath: keyPath] = value }
        }
    }
}
