import Testing
@testable import KartotekaCore
@testable import KartotekaValues

/// The problems a validation reports; empty when it passes. Any error other than a
/// `ValidationError` is recorded as a test failure.
func problems<T>(of validation: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation) -> [FieldProblem] {
    do {
        _ = try validation()
        return []
    } catch let error as ValidationError {
        return error.problems
    } catch {
        Issue.record("expected a ValidationError, got \(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// The fields a validation complains about, in the order reported.
func problemFields<T>(of validation: () throws -> T) -> [String] {
    problems(of: validation).map(\.field)
}

/// A Russian and English message, labelled for test output.
struct LabeledMessage: Sendable, CustomTestStringConvertible {
    let label: String
    let message: Bilingual

    init(_ label: String, _ message: Bilingual) {
        self.label = label
        self.message = message
    }

    var testDescription: String { label }
}

extension String {
    /// Whether the text has a Cyrillic letter.
    var hasCyrillic: Bool {
        unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }
    }
}

/// Checks that a message a person sees exists in both languages, each in its own language.
/// Interpolated values must be Latin letters or digits for the English check to hold.
func expectBilingual(_ message: Bilingual, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!message.russian.isEmpty, "Russian text is empty", sourceLocation: sourceLocation)
    #expect(!message.english.isEmpty, "English text is empty", sourceLocation: sourceLocation)
    #expect(message.russian != message.english, "Both languages say the same: \(message.russian)", sourceLocation: sourceLocation)
    #expect(message.russian.hasCyrillic, "Russian text is not in Russian: \(message.russian)", sourceLocation: sourceLocation)
    #expect(!message.english.hasCyrillic, "English text has Russian in it: \(message.english)", sourceLocation: sourceLocation)
}
