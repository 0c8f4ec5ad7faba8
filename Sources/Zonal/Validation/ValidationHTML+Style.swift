/// The report's stylesheet, inlined in its head: system fonts, no web fonts or images.
extension ValidationHTML {
    static let style = """
    body{font:14px/1.45 system-ui,-apple-system,"DejaVu Sans",sans-serif;color:#1d2330;margin:24px auto;max-width:1200px;padding:0 16px}
    h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #dde2ea;padding-bottom:4px}
    h3{font-size:14px;margin:0 0 4px}code{font:12.5px "DejaVu Sans Mono",monospace;background:#f2f4f8;padding:0 3px;border-radius:3px;word-break:break-all}
    .meta,.dim{color:#6b7486}.verdict{font-weight:600;padding:8px 12px;border-radius:6px}
    .verdict.good{background:#e5f5ea;color:#17663a}.verdict.warn{background:#fff4dc;color:#7a5200}.verdict.bad{background:#fde7e7;color:#9b1c1c}
    .tiles{display:flex;flex-wrap:wrap;gap:10px}.tile{border:1px solid #dde2ea;border-radius:8px;padding:8px 12px;min-width:150px}
    .tile .label{color:#6b7486;font-size:12px}.tile .value{font-size:22px;font-weight:600}.tile .note{color:#6b7486;font-size:12px}
    table{border-collapse:collapse;margin:6px 0}th,td{border-bottom:1px solid #e6e9ef;padding:4px 8px;text-align:left;vertical-align:top}
    th{background:#f6f7fa;font-weight:600}tr.hurt td{background:#fff1f1}.bad{color:#b42318}.good{color:#17663a}.warn{color:#7a5200}
    table.matrix td{text-align:center;min-width:36px}td.good{background:#dff3e6;color:#17663a;font-weight:600}td.bad{background:#fbe0e0;color:#9b1c1c;font-weight:600}td.zero{color:#b7bdc9}
    .charts{display:flex;flex-wrap:wrap;gap:12px}.chart{border:1px solid #dde2ea;border-radius:8px;padding:6px 8px}.chart h3{font-size:13px}.chart svg{display:block}
    .legend span{display:inline-block;margin-right:10px;font-size:12px}.sw{display:inline-block;width:10px;height:10px;margin-right:3px;border-radius:2px}
    .sample{display:flex;gap:14px;border:1px solid #dde2ea;border-radius:8px;padding:10px;margin:10px 0}
    .thumb{width:240px;height:auto;border:1px solid #dde2ea;border-radius:4px;align-self:flex-start}.crop{max-height:40px;max-width:320px;border:1px solid #ccd;background:#fff}
    details{margin-top:10px}summary{cursor:pointer;color:#6b7486}
    ul.reasons{margin:4px 0;padding-left:18px;color:#6b7486;font-size:12.5px}
    """
}
