import SwiftUI

struct Inbox: View {
    let titles: [String]
    @State private var selected: String?

    var body: some View {
        List {
            ForEach(titles, id: \.self) { title in
                Text(title).frame(maxWidth: .infinity, alignment: .leading)
            }
            Section(header: Text("Archive").frame(maxWidth: .infinity, alignment: .leading)) {
                Button {
                    selected = nil
                } label: {
                    Text("Clear selection")
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
        .overlay(alignment: .bottom) { Text("\(titles.count) items").frame(maxWidth: .infinity, alignment: .trailing) }
        .background(Text("Background")
            .frame(maxWidth: .infinity, alignment: .leading))
    }

    func footer() -> some View {
        return Text("End of list")
            .frame(maxWidth: .infinity, alignment: .trailing)
    }
}
