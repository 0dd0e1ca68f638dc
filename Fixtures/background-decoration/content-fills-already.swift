// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// The content already fills the space in both directions: the fix adds no second frame.
struct PreviewCanvas<Content: View>: View {
    let title: String
    let content: Content

    var body: some View {
        ZStack(alignment: .top) {
            Color.white

            content
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        .overlay(alignment: .bottom) {
            Text(title)
        }
    }
}

struct EmptyStateCard: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(.thinMaterial)
            Text("Nothing here yet")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .padding()
        }
    }
}

// A ScrollView padded and given a context menu still takes all the space it is offered.
struct LogPanel: View {
    let log: String

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10)
                .fill(.black)
            ScrollView {
                Text(log)
            }
            .padding()
            .contextMenu {
                Button("Copy") {}
            }
        }
    }
}

// A stack holding a view that takes all it is offered (the ScrollView) takes all of it too.
struct AddressPicker: View {
    let addresses: [String]

    var body: some View {
        ZStack {
            Color.gray
            VStack(spacing: 0) {
                ScrollView {
                    ForEach(addresses, id: \.self) { Text($0) }
                }
                Button("Confirm") {}
                    .padding(.bottom, 16)
            }
            .onAppear {}
        }
    }
}
