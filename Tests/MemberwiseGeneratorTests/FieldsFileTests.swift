import Testing
@testable import MemberwiseGenerator

/// What the Memberwise plugin writes from a `.fields` file, and what it refuses.
@Suite("Fields files")
struct FieldsFileTests {
    private func swift(_ text: String) throws -> String {
        try FieldsFile(text).swift(from: "Sample.fields")
    }

    @Test func aStructGetsTheInitialiserOfItsPropertiesAtItsOwnAccessLevel() throws {
        let written = try swift("""
            import Foundation

            /// A sample.
            public struct Sample: Sendable {
                /// The name.
                public var name: String
                public var count: Int = 0
                public var note: String?
                public let kind: String = "sample"
                public let origin: Date?
                public private(set) var tags: [String: [Int]] = [:]
                public var check: (Int) -> Bool
            }
            """)
        #expect(written.hasPrefix("// Written by the Memberwise build plugin from Sample.fields"))
        #expect(written.contains("import Foundation"))
        #expect(written.contains("""
                /// Creates it from its parts.
                public init(name: String, count: Int = 0, note: String? = nil, origin: Date? = nil, tags: [String: [Int]] = [:], \
            check: @escaping (Int) -> Bool) {
                    self.name = name
                    self.count = count
                    self.note = note
                    self.origin = origin
                    self.tags = tags
                    self.check = check
                }
            }
            """))
    }

    @Test func aLabelledPropertyTakesItsLabelInTheInitialiserAndLosesItInTheDeclaration() throws {
        let written = try swift("""
            public struct Change {
                /// The copy.
                @label(_) public let copy: Int
                @label(to) @MissingAsEmpty public var draft: String
                public let note: String?
            }
            """)
        #expect(written.contains("    public let copy: Int\n    @MissingAsEmpty public var draft: String\n"))
        #expect(!written.contains("@label"))
        #expect(written.contains("""
                public init(_ copy: Int, to draft: String, note: String? = nil) {
                    self.copy = copy
                    self.draft = draft
            """))
    }

    @Test func aNestedStructAndAnExtensionsStructGetTheirOwn() throws {
        let written = try swift("""
            struct Outer {
                struct Inner {
                    var value: Int
                }

                var inner: Inner
            }

            extension Other {
                public struct Part: Hashable {
                    public var number: Int
                }
            }
            """)
        #expect(written.contains("        init(value: Int) {\n            self.value = value\n        }\n    }"))
        #expect(written.contains("    init(inner: Inner) {\n        self.inner = inner\n    }\n}"))
        #expect(written.contains("        public init(number: Int) {"))
        #expect(!written.contains("extension Other {\n\n"))
    }

    @Test func aWrappedPropertyIsTakenAsItsValue() throws {
        let written = try swift("public struct Sample {\n    @MissingAsEmpty public var city: String\n}\n")
        #expect(written.contains("    public init(city: String) {\n        self.city = city\n    }"))
    }

    @Test func aStringOrATypeMayHoldPunctuationButALineHoldsOneProperty() throws {
        let written = try swift("""
            public struct Sample {
                public var pattern: String = "{year}, {number}"
                public var sizes: [String: (Int, Int)] = [:]
                public var checks: [(Int) -> Bool] = []
                public var done: ((Int) -> Void)?
            }
            """)
        #expect(written.contains(#"init(pattern: String = "{year}, {number}", sizes: [String: (Int, Int)] = [:], "#
            + "checks: [(Int) -> Bool] = [], done: ((Int) -> Void)? = nil)"))
        for line in ["public var a: Int?, b: Int?", "public var note: String? // a note", "public var upper: String { name }"] {
            #expect(throws: FieldsFileError.self, "\(line)") { try swift("public struct Sample {\n    \(line)\n}\n") }
        }
    }

    @Test func codeIsRefusedWithItsLine() {
        let error = #expect(throws: FieldsFileError.self) {
            try swift("""
                public struct Sample {
                    public var name: String
                    public var upper: String { name.uppercased() }
                }
                """)
        }
        #expect(error?.line == 3)
        #expect(error?.message.contains("in an extension") == true)
    }

    @Test func anUnclosedStructOrAStrayBraceIsRefused() {
        #expect(throws: FieldsFileError.self) { try swift("public struct Sample {\n    public var name: String\n") }
        #expect(throws: FieldsFileError.self) { try swift("}\n") }
        #expect(throws: FieldsFileError.self) { try swift("public var name: String\n") }
    }
}
