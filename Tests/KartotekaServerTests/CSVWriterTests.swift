import KartotekaWire
import Testing

/// Every CSV file is written by one writer: a field a spreadsheet would run as a formula gets a
/// leading `'`, a plain number does not, and quoting follows.
@Suite("CSV writer")
struct CSVWriterTests {
    @Test(arguments: [
        ("=1+2", "'=1+2"), ("+7 912 345-67-89", "'+7 912 345-67-89"), ("-cmd|' /C calc'!A0", "'-cmd|' /C calc'!A0"),
        ("@SUM(A1)", "'@SUM(A1)"), ("\tleading tab", "'\tleading tab"), ("\r=2", "\"'\r=2\""),
        ("=HYPERLINK(\"x\";\"y\")", "\"'=HYPERLINK(\"\"x\"\";\"\"y\"\")\""),
        ("-5", "-5"), ("-12,50", "-12,50"), ("+3.5", "+3.5"), ("-", "'-"), ("-1,2,3", "'-1,2,3"),
        ("Герой нашего времени", "Герой нашего времени"), ("a;b", "\"a;b\""), ("", ""), ("a=b", "a=b"),
    ])
    func fields(_ text: String, _ written: String) {
        #expect(CSVWriter.field(text) == written)
    }

    @Test func aFileHasItsMarkSemicolonsAndWholeLines() {
        #expect(CSVWriter.file([["a", "=b"], ["-1"]]) == "\u{FEFF}a;'=b\r\n-1\r\n")
    }
}
