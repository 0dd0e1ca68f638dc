import SwiftUI

struct Screen: View {
    @State private var query = ""

    var body: some View {
        VStack {
            HStack {
                SearchBar(query: $query)
                Spacer()
            }
            HStack {
                TitleRow(title: "Inbox")
                Spacer()
            }
            HStack {
                Spacer()
                Banner()
            }
            HStack {
                Meter()
                Spacer()
            }
        }
    }
}
