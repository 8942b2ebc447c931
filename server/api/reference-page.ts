/**
 * A self-contained API reference (no CDN): it fetches /api/v1/openapi.json and lists every operation with its
 * parameters, request body and responses. The script carries the response's CSP nonce.
 */
export function referencePage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mandi API reference</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#002f34;background:#f2f4f5}
header{background:#002f34;color:#fff;padding:16px 24px}
main{max-width:960px;margin:0 auto;padding:16px}
section{background:#fff;border-radius:8px;margin:12px 0;padding:12px 16px;box-shadow:0 1px 2px #0002}
h2{font-size:1rem;margin:0 0 4px}.m{display:inline-block;min-width:64px;font-weight:700;text-transform:uppercase}
.get{color:#0a7}.post{color:#06c}.patch,.put{color:#a60}.delete{color:#c22}
pre{background:#f6f8f9;padding:8px;overflow:auto;font-size:12px;border-radius:4px}
details summary{cursor:pointer}
</style>
</head>
<body>
<header><h1>Mandi API reference</h1><p>OpenAPI document: <a style="color:#23e5db" href="/api/v1/openapi.json">/api/v1/openapi.json</a></p></header>
<main id="ops"><p>Loading…</p></main>
<script nonce="${nonce}">
fetch('/api/v1/openapi.json').then(r=>r.json()).then(doc=>{
  const main=document.getElementById('ops');main.textContent='';
  const p=document.createElement('p');p.textContent=doc.info.description||'';main.append(p);
  for(const [path,item] of Object.entries(doc.paths||{})){
    for(const [method,op] of Object.entries(item)){
      const s=document.createElement('section');
      const h=document.createElement('h2');
      const m=document.createElement('span');m.className='m '+method;m.textContent=method;
      h.append(m,document.createTextNode(' /api/v1'+path));s.append(h);
      const d=document.createElement('p');d.textContent=op.summary||'';s.append(d);
      const det=document.createElement('details');const sum=document.createElement('summary');
      sum.textContent='Parameters, body and responses';det.append(sum);
      const pre=document.createElement('pre');
      pre.textContent=JSON.stringify({parameters:op.parameters,requestBody:op.requestBody,responses:op.responses},null,2);
      det.append(pre);s.append(det);main.append(s);
    }
  }
}).catch(e=>{document.getElementById('ops').textContent='Could not load the document: '+e.message});
</script>
</body>
</html>`;
}
