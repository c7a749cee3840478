import Testing
import KartotekaAuth

/// The SHA-256 that `kartoteka migrate` checks copies with, against known digests.
@Suite("Running SHA-256 digests")
struct RunningDigestTests {
    @Test func digestsInPiecesAsInOne() {
        var pieces = RunningDigest()
        pieces.add("a")
        pieces.add("bc")
        #expect(pieces.hexadecimal() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(RunningDigest().hexadecimal() == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
