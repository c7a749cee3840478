import Testing
@testable import KartotekaServer

@Suite("Anti-forgery tokens in forms")
struct AntiForgeryTests {
    @Test func everyFormThatPostsGetsTheTokenWhateverTheOrderOfItsAttributes() {
        let page = """
            <form method="post" action="/a"><button>A</button></form>
            <form action="/b" class="x" method="post"><button>B</button></form>
            <form class="search" action="/c" method="get"><input name="q"></form>
            """
        let filled = AntiForgery.insert("t&1", into: page)
        #expect(filled == """
            <form method="post" action="/a"><input type="hidden" name="csrf" value="t&amp;1"><button>A</button></form>
            <form action="/b" class="x" method="post"><input type="hidden" name="csrf" value="t&amp;1"><button>B</button></form>
            <form class="search" action="/c" method="get"><input name="q"></form>
            """)
    }

    @Test func aFormThatCarriesATokenOfItsOwnKeepsItAlone() {
        let page = "<form method=\"post\" action=\"/sign-out\">\(AntiForgery.field("session"))<button>Out</button></form>"
        let filled = AntiForgery.insert("page", into: page)
        #expect(filled == page)
    }

    @Test func aPageWithoutATokenIsLeftAsItIs() {
        let page = "<form method=\"post\" action=\"/a\"></form>"
        #expect(AntiForgery.insert(nil, into: page) == page)
    }
}
