import SwiftUI

struct Loading: View {
    let progress: Double
    @State private var query = ""

    var body: some View {
        VStack {
            ProgressView()
                .frame(maxWidth: .infinity)
            HStack {
                ProgressView(value: progress)
                Spacer()
            }
            Text("Tall").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            HStack {
                VStack {
                    Text("Section")
                    Divider()
                }
                Spacer()
            }
            caption
                .frame(maxWidth: .infinity, alignment: .leading)
            Tag(name: "New")
                .frame(maxWidth: .infinity, alignment: .trailing)
            HStack {
                searchField
                Spacer()
            }
        }
    }

    private var caption: some View {
        Text("Loading…").foregroundStyle(.secondary)
    }

    private var searchField: some View {
        TextField("Search", text: $query)
    }
}

struct Tag: View {
    let name: String

    var body: some View {
        Text(name).padding(4)
    }
}
