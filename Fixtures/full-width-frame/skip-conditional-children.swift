import SwiftUI

struct Conditional: View {
    let title: String?
    let tags: [String]
    let compact: Bool

    var body: some View {
        VStack {
            HStack {
                if let title {
                    Text(title)
                }
                Spacer()
            }
            HStack {
                Spacer()
                switch compact {
                case true: Text("Compact")
                case false: Text("Regular")
                }
            }
            HStack {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                }
                Spacer()
            }
            HStack {
                #if os(iOS)
                Text("iOS")
                #else
                Text("Other")
                #endif
                Spacer()
            }
            HStack {
                Text("Tagged")
                    #if os(iOS)
                    .bold()
                    #endif
                Spacer()
            }
            HStack {
                Group {
                    Text("One")
                    Text("Two")
                }
                Spacer()
            }
        }
    }
}
