import SwiftUI

/// Full-screen grid of an item's attachments.
struct AttachmentsView: View {
    let attachments: [String]

    @Environment(\.dismiss) private var dismiss

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]
    private let wideColumns = [GridItem(.adaptive(minimum: 160), spacing: 4)]
    private let minimumTileWidth: CGFloat = 100

    @State private var isWide = false
    @State private var tilesPerRow = 1

    var body: some View {
        ScrollView {
            ScreenHeader(title: "Attachments") {
                Button("Done") { dismiss() }
            }
            .padding()
            .background(
                GeometryReader { proxy in
                    Color.clear
                        .onAppear { tilesPerRow = Int(proxy.size.width / minimumTileWidth) }
                }
            )

            Text("\(attachments.count) attachments, \(tilesPerRow) a row")
                .font(.caption)

            LazyVGrid(columns: isWide ? wideColumns : columns, spacing: 2) {
                ForEach(attachments, id: \.self) { name in
                    Image(name)
                        .resizable()
                        .scaledToFill()
                        .frame(minHeight: 100)
                        .clipped()
                        .overlay(alignment: .bottomLeading) {
                            Text(name)
                                .font(.caption2)
                                .padding(4)
                        }
                }
            }
            .background(
                GeometryReader { proxy in
                    Color.clear
                        .onAppear { isWide = proxy.size.width > 700 }
                        .onChange(of: proxy.size) { _, size in isWide = size.width > 700 }
                }
            )
        }
        .ignoresSafeArea()
        .overlay(alignment: .top) {
            LinearGradient(colors: [.black.opacity(0.5), .clear], startPoint: .top, endPoint: .bottom)
                .frame(height: 60)
                .ignoresSafeArea()
                .allowsHitTesting(false)
        }
        .background(Color.black)
    }
}
