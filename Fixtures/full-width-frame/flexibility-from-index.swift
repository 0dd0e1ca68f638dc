import SwiftUI

struct Loading: View {
    let progress: Double
    @State private var query = ""

    var body: some View {
        VStack {
            HStack {
                Spacer()
                ProgressView()
                Spacer()
            }
            HStack {
                ProgressView(value: progress)
                Spacer()
            }
            HStack {
                Text("Tall").frame(maxHeight: .infinity)
                Spacer()
            }
            HStack {
                VStack {
                    Text("Section")
                    Divider()
                }
                Spacer()
            }
            HStack {
                caption
                Spacer()
            }
            HStack {
                Spacer()
                Tag(name: "New")
            }
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
