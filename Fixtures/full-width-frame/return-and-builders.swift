import SwiftUI

struct Inbox: View {
    let titles: [String]
    @State private var selected: String?

    var body: some View {
        List {
            ForEach(titles, id: \.self) { title in
                HStack { Text(title); Spacer() }
            }
            Section(header: HStack { Text("Archive"); Spacer() }) {
                Button {
                    selected = nil
                } label: {
                    HStack {
                        Text("Clear selection")
                        Spacer()
                    }
                }
            }
        }
        .overlay(alignment: .bottom) { HStack { Spacer(); Text("\(titles.count) items") } }
        .background(HStack {
            Text("Background")
            Spacer()
        })
    }

    func footer() -> some View {
        return HStack {
            Spacer()
            Text("End of list")
        }
    }
}
